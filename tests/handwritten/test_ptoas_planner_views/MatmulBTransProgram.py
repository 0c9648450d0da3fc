# tests/ut/codegen/test_ptoas_planner_views.py::<module> (hand-written)
import pypto.language as pl

QM = 16
QK = 128
KN = 128


@pl.program
class MatmulBTransProgram:
    @pl.function
    def kernel(
        self,
        q: pl.Tensor[[QM, QK], pl.BF16],
        k: pl.Tensor[[KN, QK], pl.BF16],
        out: pl.Out[pl.Tensor[[QM, KN], pl.FP32]],
    ) -> pl.Tensor[[QM, KN], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="qk"):
            out[:, :] = pl.matmul(q[:, :], k[:, :], b_trans=True, out_dtype=pl.FP32)
        return out
