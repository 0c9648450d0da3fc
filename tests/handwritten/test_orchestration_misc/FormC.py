# tests/ut/codegen/test_orchestration_misc.py::TestNoOpAliasSkip::test_form_c_chained_alias_drops_no_op (hand-written)
import pypto.language as pl


@pl.program
class FormC:
    @pl.function(type=pl.FunctionType.AIV)
    def kern(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        ret: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], out)
        return ret

    @pl.function(type=pl.FunctionType.Orchestration)
    def entry(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        q_out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tensor[[16, 16], pl.FP32] = self.kern(x, q_out)
        u: pl.Tensor[[16, 16], pl.FP32] = t
        return u
