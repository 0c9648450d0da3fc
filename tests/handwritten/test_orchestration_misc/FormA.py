# tests/ut/codegen/test_orchestration_misc.py::TestNoOpAliasSkip::test_form_a_direct_return_no_alias (hand-written)
import pypto.language as pl


@pl.program
class FormA:
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
        return self.kern(x, q_out)
