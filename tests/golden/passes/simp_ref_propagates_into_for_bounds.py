# ptoc: opt --passes=simplify --expect {dir}/simp_ref_propagates_into_for_bounds.expected.py
# reference test_simplify_pass.py, test_propagates_into_for_bounds: a constant scalar folds into a loop step and its assignment goes
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(self):
        CHUNK_K: pl.Scalar[pl.INDEX] = 512
        for _i in pl.range(0, 1024, CHUNK_K):
            pass
