# tests/ut/ir/transforms/test_lower_buffer_matrix.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class TransposedOperand:
    @pl.function
    def kernel(
        self,
        q: pl.Tensor[[16, 128], pl.BF16],
        k: pl.Tensor[[128, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="qk"):
            out[:, :] = pl.matmul(q[:, :], k[:, :], b_trans=True, out_dtype=pl.FP32)
        return out
