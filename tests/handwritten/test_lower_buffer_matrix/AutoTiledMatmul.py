# tests/ut/ir/transforms/test_lower_buffer_matrix.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class AutoTiledMatmul:
    @pl.function
    def kernel(
        self,
        a: pl.Tensor[[128, 512], pl.BF16],
        b: pl.Tensor[[512, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="tiled"):
            out[:, :] = pl.matmul(a[:, :], b[:, :], out_dtype=pl.FP32)
        return out
