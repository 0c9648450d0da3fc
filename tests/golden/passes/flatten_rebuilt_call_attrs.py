# ptoc: opt --backend 910B --passes=flatten_tile_nd_to_2d
# From the reference case test_memory_reuse__Before__87: an op taking a load's result is rebuilt without its call attrs.
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(la__ssa_v0: pl.Tensor[[16, 128], pl.BF16], ba0__ssa_v0: pl.Tensor[[128, 64], pl.BF16], ba1__ssa_v0: pl.Tensor[[128, 64], pl.BF16], bb0__ssa_v0: pl.Tensor[[128, 96], pl.BF16], bb1__ssa_v0: pl.Tensor[[128, 96], pl.BF16], outa0__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], outa1__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], outb0__ssa_v0: pl.Out[pl.Tensor[[16, 96], pl.FP32]], outb1__ssa_v0: pl.Out[pl.Tensor[[16, 96], pl.FP32]]) -> pl.Tensor[[16, 96], pl.FP32]:
        lam__ssa_v0: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(la__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        lt__ssa_v0: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(lam__ssa_v0, target_memory=pl.Mem.Left)
        # group A (16 KB Right slots), stages 0:0 / 0:1
        ba0m__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(ba0__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        ra0__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(ba0m__ssa_v0, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
        ma0__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt__ssa_v0, ra0__ssa_v0)
        outa0__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(ma0__ssa_v0, [0, 0], outa0__ssa_v0)
        ba1m__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(ba1__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        ra1__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(ba1m__ssa_v0, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
        ma1__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt__ssa_v0, ra1__ssa_v0)
        outa1__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(ma1__ssa_v0, [0, 0], outa1__ssa_v0)
        # group B (24 KB Right slots), stages 1:0 / 1:1
        bb0m__ssa_v0: pl.Tile[[128, 96], pl.BF16, pl.Mem.Mat] = pl.tile.load(bb0__ssa_v0, [0, 0], [128, 96], [128, 96], target_memory=pl.Mem.Mat)
        rb0__ssa_v0: pl.Tile[[128, 96], pl.BF16, pl.Mem.Right] = pl.tile.move(bb0m__ssa_v0, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "1:0"})
        mb0__ssa_v0: pl.Tile[[16, 96], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt__ssa_v0, rb0__ssa_v0)
        outb0__ssa_v1: pl.Tensor[[16, 96], pl.FP32] = pl.tile.store(mb0__ssa_v0, [0, 0], outb0__ssa_v0)
        bb1m__ssa_v0: pl.Tile[[128, 96], pl.BF16, pl.Mem.Mat] = pl.tile.load(bb1__ssa_v0, [0, 0], [128, 96], [128, 96], target_memory=pl.Mem.Mat)
        rb1__ssa_v0: pl.Tile[[128, 96], pl.BF16, pl.Mem.Right] = pl.tile.move(bb1m__ssa_v0, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "1:1"})
        mb1__ssa_v0: pl.Tile[[16, 96], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt__ssa_v0, rb1__ssa_v0)
        outb1__ssa_v1: pl.Tensor[[16, 96], pl.FP32] = pl.tile.store(mb1__ssa_v0, [0, 0], outb1__ssa_v0)
        return outb1__ssa_v1
