# tests/ut/ir/transforms/test_split_vector_kernel.py::TestSplitVectorKernelNoSplitA2A3::test_no_split_dual_dispatch_lane1_replays_empty_tiles_after_tpop (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        slot_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=slot_buf)
        if subblock_idx == 0:
            z_vec: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=0)
            incremented: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.add(z_vec, 1.0)
            pl.tfree_to_aic(z_vec)
            updated: pl.Tensor[[16, 16], pl.FP32] = pl.store(incremented, [0, 0], out)
            return updated
        else:
            z_vec_lane1: pl.Tile[
                [16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView(valid_shape=[0, 0])
            ] = pl.tpop_from_aic(split=0)
            incremented_lane1: pl.Tile[
                [16, 16], pl.FP32, pl.MemorySpace.Vec, pl.TileView(valid_shape=[0, 0])
            ] = pl.add(z_vec_lane1, 1.0)
            pl.tfree_to_aic(z_vec_lane1)
            updated_lane1: pl.Tensor[[16, 16], pl.FP32] = out
            return out
