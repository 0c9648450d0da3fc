# input of tests/golden/compile/run.sh: an AIV and an AIC kernel with an orchestration caller
import pypto.language as pl

@pl.program
class TwoKernels:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vexp(a: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        x: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_0, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(x)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return r
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cmm(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_mat_0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_left_0: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        mem_right_0: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 512)
        mem_acc_0: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        am: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_0, pl.const(0, pl.INT64), 512), pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_0, pl.const(512, pl.INT64), 512), pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_left_0, pl.const(0, pl.INT64), 512), pl.Mem.Left] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_right_0, pl.const(0, pl.INT64), 512), pl.Mem.Right] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_0, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul(al, br)
        r: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], c)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[16, 64], pl.FP32], p: pl.Tensor[[16, 16], pl.FP16], q: pl.Tensor[[16, 16], pl.FP16]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        c: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        c2: pl.Tensor[[16, 16], pl.FP32] = self.cmm(p, q, c)
        r: pl.Tensor[[16, 64], pl.FP32] = self.vexp(a, out)
        return r
