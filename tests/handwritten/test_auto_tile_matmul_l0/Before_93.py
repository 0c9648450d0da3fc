# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0FitsL0cCastFold::test_cast_to_non_matmul_consumer_not_folded (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[128, 64], pl.BF16],
        b: pl.Tensor[[64, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[128, 128], pl.BF16]],
    ) -> pl.Tensor[[128, 128], pl.BF16]:
        c = pl.matmul(a, b, out_dtype=pl.FP32)  # [128, 128] f32, fits L0c
        cb = pl.cast(c, pl.BF16, mode="rint")  # consumed by a store, not a matmul operand
        out = pl.assemble(out, cb, [0, 0])
        return out
