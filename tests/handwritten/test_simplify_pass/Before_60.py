# tests/ut/ir/transforms/test_simplify_pass.py::TestDeadIfReturnVarsDCE::test_keeps_scalar_phi_with_downstream_use (hand-written)
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
