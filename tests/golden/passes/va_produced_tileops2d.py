# ptoc: opt --backend 910B --passes=flatten_tile_nd_to_2d --verify=all
# the program of flatten_nd_load_through_loop (reference case test_flatten_tile_nd_to_2d Expected_9): the rank-3
# tile.add it keeps breaks TileOps2D, the property FlattenTileNdTo2D produces; the reference's TileOps2D verifier
# rejects a tile op with a result of rank > 2 too.  --verify=basic does not verify TileOps2D.
import pypto.language as pl

@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.InOut[pl.Tensor[[2, 3, 4], pl.FP32]], y__ssa_v0: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        t__ssa_v0: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0, 0], [2, 3, 4], [2, 3, 4], target_memory=pl.Mem.Vec)
        for _i__idx_v0, (acc,) in pl.range(4, init_values=(t__ssa_v0,)):
            r__ssa_v0: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, acc)
            acc_out: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.yield_(r__ssa_v0)
        out_0_1__ssa_v0: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(acc_out, [0, 0, 0], x__ssa_v0, [2, 3, 4])
        u__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        for _j__idx_v0, (b,) in pl.range(2, init_values=(u__ssa_v0,)):
            m__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(b, target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:0"})
            b_out: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(m__ssa_v0)
        w__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(b_out, target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "0:1"})
        return out_0_1__ssa_v0
