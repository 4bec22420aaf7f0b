// ListkitDiff: see the module's issue.
