return "later one"
