# tests/ut/ir/transforms/test_simplify_pass.py::TestDeadIfReturnVarsDCE::test_drops_dead_tensor_phi_keeping_side_effect_ops (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function
    def main(
        self,
        cond: pl.Scalar[pl.BOOL],
        a: pl.Scalar[pl.INDEX],
        b: pl.Scalar[pl.INDEX],
        out: pl.Tensor[[1], pl.INDEX],
    ):
        if cond:
            t: pl.Tensor[[1], pl.INDEX] = pl.tensor.create([1], dtype=pl.INDEX)
            pl.tensor.write(out, [0], a)
            pl.tensor.write(t, [0], a)
        else:
            t: pl.Tensor[[1], pl.INDEX] = pl.tensor.create([1], dtype=pl.INDEX)
            pl.tensor.write(out, [0], b)
            pl.tensor.write(t, [0], b)
