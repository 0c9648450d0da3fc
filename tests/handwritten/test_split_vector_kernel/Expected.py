# tests/ut/ir/transforms/test_split_vector_kernel.py::TestSplitVectorKernelNoSplitA2A3::test_no_split_dual_dispatch_producer_replays_compute_and_tpush_on_lane1 (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        slot_buf = pl.import_peer_buffer(name="v2c_slot_buffer", peer_func="main_aic")
        pl.aiv_initialize_pipe(dir_mask=2, slot_size=512, v2c_consumer_buf=slot_buf)
        if subblock_idx == 0:
            a_tile: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(
                a, [0, 0], [16, 16], target_memory=pl.MemorySpace.Vec
            )
            b_tile: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.load(
                b, [0, 0], [16, 16], target_memory=pl.MemorySpace.Vec
            )
            summed: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(a_tile, b_tile)
            pl.tpush_to_aic(summed, split=0)
            return out
        else:
            a_tile_lane1: pl.Tile[
                [16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView(valid_shape=[0, 0])
            ] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
            b_tile_lane1: pl.Tile[
                [16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView(valid_shape=[0, 0])
            ] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
            summed_lane1: pl.Tile[
                [16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView(valid_shape=[0, 0])
            ] = pl.add(a_tile_lane1, b_tile_lane1)
            pl.tpush_to_aic(summed_lane1, split=0)
            return out
