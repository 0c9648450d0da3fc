# ptoc: opt --backend 910B --passes=split_vector_kernel
# reference test_no_split_dual_dispatch_rewrites_lane1_transpose_to_create (built there with the IR
# builder): lane 1 makes an empty tile of the transposed shape instead of transposing an empty tile
import pypto.language as pl

@pl.program
class tile_transpose_program:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(self, data: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        peer_buf = pl.import_peer_buffer(name="v2c_slot_buffer", peer_func="main_aic")
        pl.aiv_initialize_pipe(dir_mask=2, slot_size=512, v2c_consumer_buf=peer_buf)
        loaded: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        transposed: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(loaded, 0, 1)
        pl.tile.tpush_to_aic(transposed, split=0)
        return out
