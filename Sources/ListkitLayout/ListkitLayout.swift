// ListkitLayout: see the module's issue.
