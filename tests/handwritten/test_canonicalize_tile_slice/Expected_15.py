# tests/ut/ir/transforms/test_canonicalize_tile_slice.py::TestUnalignedVecSlice::test_unaligned_slice_through_plain_alias_materialized (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            x, [0, 0], [16, 8], target_memory=pl.Mem.Vec
        )
        head_ext: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.extract(
            local, 0, 1, shape=[16, 1], target_memory=pl.Mem.Vec
        )
        head_alias: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = head_ext
        scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(head_alias, 0.5)
        out = pl.store(scaled, [0, 0], out)
        return out
