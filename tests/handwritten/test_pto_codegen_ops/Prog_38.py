# tests/ut/codegen/test_pto_codegen_ops.py::TestTileScatterUpdateCodegen::test_tile_scatter_update_index_cast (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        input_t: pl.Tensor[[16, 32], pl.FP32],
        index_t: pl.Tensor[[2, 4], pl.INT32],
        src_t: pl.Tensor[[8, 32], pl.FP32],
        dst_t: pl.Tensor[[16, 32], pl.FP32],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        input_tile: pl.Tile[[16, 32], pl.FP32] = pl.load(input_t, [0, 0], [16, 32])
        index_tile: pl.Tile[[2, 4], pl.INT32] = pl.load(index_t, [0, 0], [2, 4])
        src_tile: pl.Tile[[8, 32], pl.FP32] = pl.load(src_t, [0, 0], [8, 32])
        scratch_tile: pl.Tile[[1, 32], pl.FP32] = pl.tile.create(
            [1, 32], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        result: pl.Tile[[16, 32], pl.FP32] = pl.tile.scatter_update(
            input_tile, index_tile, src_tile, scratch_tile, dim=-2
        )
        return pl.store(result, [0, 0], dst_t)
