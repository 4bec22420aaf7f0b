// ListkitSolver: see the module's issue.
