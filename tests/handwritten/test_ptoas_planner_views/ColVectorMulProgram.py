# tests/ut/codegen/test_ptoas_planner_views.py::<module> (hand-written)
import pypto.language as pl

COLVEC_ROWS = 16


@pl.program
class ColVectorMulProgram:
    @pl.function
    def kernel(
        self,
        x: pl.Tensor[[COLVEC_ROWS, 1], pl.FP32],
        y: pl.Tensor[[COLVEC_ROWS, 1], pl.FP32],
        out: pl.Out[pl.Tensor[[COLVEC_ROWS, 1], pl.FP32]],
    ) -> pl.Tensor[[COLVEC_ROWS, 1], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="colvec_mul"):
            out[:, :] = pl.mul(x[:, :], y[:, :])
        return out
