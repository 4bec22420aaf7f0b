// ListkitSpec: see the module's issue.
