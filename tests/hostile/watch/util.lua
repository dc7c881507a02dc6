return { title = "Alpha" }
