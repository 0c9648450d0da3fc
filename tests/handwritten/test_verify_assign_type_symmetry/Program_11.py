# tests/ut/ir/transforms/test_verify_assign_type_symmetry.py::test_dsl_rebind_tolerated_before_ssa_and_clean_after (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.AIV)
    def kern(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 64])
        t = pl.add(t, t)
        return pl.store(t, [0, 0], out)
