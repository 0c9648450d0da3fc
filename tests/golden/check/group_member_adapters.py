# ptoc: check --backend 910B
# A written Group hands both cores its own argument list: its AIC and AIV members take
# subsets of it in another order, and the AIC member is also called by main on its own,
# so the Group calls adapters (group_aic_adapter, group_aiv_adapter) that take the
# Group's parameters while cube and vec keep theirs.  Both builds must agree.
import pypto.language as pl

@pl.program
class GroupAdapters:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self, b: pl.Tensor[[64, 32], pl.FP16], a: pl.Tensor[[16, 64], pl.FP16],
             c: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        am: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.matmul(al, br)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.store(acc, [0, 0], c)
        return o

    @pl.function(type=pl.FunctionType.AIV)
    def vec(self, y: pl.Out[pl.Tensor[[16, 64], pl.FP32]], x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        e: pl.Tile[[16, 64], pl.FP32] = pl.exp(t)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.store(e, [0, 0], y)
        return o

    @pl.function(type=pl.FunctionType.Group)
    def group(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16],
              x: pl.Tensor[[16, 64], pl.FP32], c: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
              y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        self.cube(b, a, c)
        r: pl.Tensor[[16, 64], pl.FP32] = self.vec(y, x)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 32], pl.FP16],
             x: pl.Tensor[[16, 64], pl.FP32], c: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
             c2: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
             y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        c2 = self.cube(b, a, c2)
        return self.group(a, b, x, c, y)
