// ListkitRender: see the module's issue.
