# tests/ut/ir/transforms/test_gather_row.py::test_tile_gather_row_dsl_interface_roundtrips (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, src: pl.Tensor[[256, 128], pl.BF16]) -> pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat]:
        kv0 = pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Mat)
        kv1 = pl.tile.gather_row(kv0, src, [0, 0], [0, 0], [1, 128])
        kv2 = pl.tile.gather_row(kv1, src, [1, 0], [1, 0], [1, 128], transpose=False)
        return kv2

    @pl.function
    def main(self, src: pl.Tensor[[256, 128], pl.BF16]) -> pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat]:
        return self.kernel(src)
