# ptoc: print
# pypto.program: LoopProg
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class LoopProg:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[N, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        total: pl.Scalar[pl.INDEX] = 0
        for i, (acc_it, tot_it, out_it) in pl.range(0, n, 16, init_values=(acc, total, out)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            if i > 0:
                s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_it, t)
                s2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(s)
            else:
                s2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t)
            o2: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(s2, [i, 0], out_it)
            acc_n, tot_n, out_n = pl.yield_(s2, tot_it + 1, o2)
        return out_n
