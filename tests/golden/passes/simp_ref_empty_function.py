# ptoc: opt --passes=simplify {} --expect {}
# reference test_simplify_pass.py, test_empty_function: a function of `pass` is unchanged
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        pass
