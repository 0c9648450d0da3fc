# tests/ut/ir/transforms/test_simplify_pass.py::TestDeadIfReturnVarsDCE::test_drops_dead_scalar_phi_from_unused_if_else_rebind (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(self, cond: pl.Scalar[pl.BOOL], out: pl.Tensor[[1], pl.INDEX]):
        if cond:
            t1: pl.Scalar[pl.INDEX] = 1
            pl.tensor.write(out, [0], t1)
        else:
            t1: pl.Scalar[pl.INDEX] = 2
            pl.tensor.write(out, [0], t1)
