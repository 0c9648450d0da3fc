# ptoc: opt --backend 910B --passes=split_vector_kernel
# reference test_no_split_dual_dispatch_hoists_import_peer_buffer_and_pipe_init: the
# peer buffer import and the pipe set-up stay ahead of the lane branch, shared by both lanes
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        peer_buf = pl.import_peer_buffer(name="v2c_slot_buffer", peer_func="main_aic")
        pl.aiv_initialize_pipe(dir_mask=2, slot_size=512, v2c_consumer_buf=peer_buf)
        zero_tile: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.full(
            [16, 16], dtype=pl.FP32, value=0.0
        )
        pl.tpush_to_aic(zero_tile, split=0)
        return out
