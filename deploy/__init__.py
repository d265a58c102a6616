"""Serving the app to a class: several replicas behind nginx (serve_class.py)."""
