# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestSliceMatmulConversion::test_slice_chain_of_aliases_then_matmul (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 64], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 64], pl.BF16]],
    ) -> pl.Tensor[[16, 64], pl.BF16]:
        a_slice__tile = pl.tile.load(a, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        a_alias1: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = a_slice__tile
        a_alias2: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = a_alias1
        b__tile = pl.tile.load(b, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        c__tile = pl.tile.matmul(a_alias2, b__tile)
        out_0__tile = pl.tile.store(c__tile, [0, 0], out_0)
        return out_0__tile

    @pl.function
    def main(
        self,
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 64], pl.BF16],
    ) -> pl.Tensor[[16, 64], pl.BF16]:
        out_0 = pl.create_tensor([16, 64], dtype=pl.BF16)
        return self.main_incore_0(a, b, out_0)
