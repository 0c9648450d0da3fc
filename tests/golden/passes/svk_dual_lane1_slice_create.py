# ptoc: opt --backend 910B --passes=split_vector_kernel
# reference test_no_split_dual_dispatch_rewrites_lane1_tile_slice_to_create (built there with the IR
# builder): lane 1 replaces the load and the slice view by tile.create of their shapes, valid [0, 0]
import pypto.language as pl

@pl.program
class tile_slice_program:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(self, data: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 8], pl.FP32]]) -> pl.Tensor[[16, 8], pl.FP32]:
        peer_buf = pl.import_peer_buffer(name="v2c_slot_buffer", peer_func="main_aic")
        pl.aiv_initialize_pipe(dir_mask=2, slot_size=512, v2c_consumer_buf=peer_buf)
        loaded: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        sliced: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(loaded, [16, 8], [0, 0])
        pl.tile.tpush_to_aic(sliced, split=0)
        return out
