# ptoc: opt --passes=convert_to_ssa,simplify
# reference test_simplify_pass.py, test_keeps_scalar_phi_with_downstream_use (ConvertToSSA first, as the test does): after ConvertToSSA, a scalar both branches assign and later read stays a result of the if
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(self, cond: pl.Scalar[pl.BOOL], out: pl.Tensor[[1], pl.INDEX]):
        if cond:
            t1: pl.Scalar[pl.INDEX] = 1
        else:
            t1: pl.Scalar[pl.INDEX] = 2
        pl.tensor.write(out, [0], t1)
