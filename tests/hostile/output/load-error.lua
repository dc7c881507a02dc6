-- An error while loading, from a chunk whose name holds control bytes too (tracebacks and
-- positions quote chunk names).
print("\27[2Jprinted at load")
load("error('\\27]0;pwned\\7')", "=\27[31mchunk\27[0m")()
