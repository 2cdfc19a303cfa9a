import A
let s = """
import B
"""// import C
import D.E
