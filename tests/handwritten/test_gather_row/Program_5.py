# tests/ut/ir/transforms/test_gather_row.py::test_gather_row_valid_shape_roundtrips (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self, src: pl.Tensor[[256, 128], pl.BF16], n: pl.Tensor[[1], pl.INT32]
    ) -> pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat]:
        rows = pl.cast(pl.read(n, [0]), pl.INDEX)
        kv0 = pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Mat)
        kv1 = pl.tile.gather_row(kv0, src, [0, 0], [0, 0], [16, 128], valid_shape=[rows, 128])
        return kv1

    @pl.function
    def main(
        self, src: pl.Tensor[[256, 128], pl.BF16], n: pl.Tensor[[1], pl.INT32]
    ) -> pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat]:
        return self.kernel(src, n)
