# ptoc: run --backend 910B --memory-planner dsa_rp --in 0=const:0.5 --in 1=const:0.25 --in 2=const:0.5 --in 3=const:0.25 --in 4=const:0.5 --in 5=const:0.25 --in 6=const:1 --print 7 --print 8 --print 9
# Matmuls larger than Acc, tiled by AutoTileMatmulL0 into M/N grids, computed
# on the CPU: every output element is written exactly once, by a whole tile or
# a peeled boundary tile.  `full_k` (k == K, boundary strips of 32 rows and
# 160 columns): 32 * 0.5 * 0.25 = 4; `split_k` (a K loop per output tile):
# 384 * 0.5 * 0.25 = 48; `chain` (the first product assembled into a BF16 Mat
# scratch the second matmul reads): 64 * 0.5 * 0.25 = 8, then 512 * 8 * 1 = 4096.
# (dsa_rp: the pypto planner does not fit the chain's Left buffers.)  On 950
# the chain's [128, 512] product fits Acc and is not tiled: its cast is one
# whole-window Acc -> Mat assemble, with the same numbers.
import pypto.language as pl

@pl.program
class Grids:
    @pl.function(type=pl.FunctionType.InCore)
    def full_k(self, a: pl.Tensor[[272, 32], pl.FP16], b: pl.Tensor[[32, 416], pl.FP16],
               out: pl.Out[pl.Tensor[[272, 416], pl.FP32]]) -> pl.Tensor[[272, 416], pl.FP32]:
        am: pl.Tile[[272, 32], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [272, 32], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[32, 416], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [32, 416], target_memory=pl.Mem.Mat)
        c: pl.Tile[[272, 416], pl.FP32, pl.Mem.Acc] = pl.matmul(am, bm)
        out = pl.store(c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def split_k(self, a: pl.Tensor[[256, 384], pl.FP16], b: pl.Tensor[[384, 256], pl.FP16],
                out: pl.Out[pl.Tensor[[256, 256], pl.FP32]]) -> pl.Tensor[[256, 256], pl.FP32]:
        am: pl.Tile[[256, 384], pl.FP16, pl.Mem.Mat] = pl.load(a, [0, 0], [256, 384], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[384, 256], pl.FP16, pl.Mem.Mat] = pl.load(b, [0, 0], [384, 256], target_memory=pl.Mem.Mat)
        c: pl.Tile[[256, 256], pl.FP32, pl.Mem.Acc] = pl.matmul(am, bm)
        out = pl.store(c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def chain(self, a: pl.Tensor[[128, 64], pl.BF16], b: pl.Tensor[[64, 512], pl.BF16],
              e: pl.Tensor[[512, 64], pl.BF16],
              out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        am: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.load(a, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 512], pl.BF16, pl.Mem.Mat] = pl.load(b, [0, 0], [64, 512], target_memory=pl.Mem.Mat)
        c: pl.Tile[[128, 512], pl.FP32, pl.Mem.Acc] = pl.matmul(am, bm)
        cb: pl.Tile[[128, 512], pl.BF16, pl.Mem.Vec] = pl.cast(c, target_type=pl.BF16, mode='rint')
        em: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.load(e, [0, 0], [512, 64], target_memory=pl.Mem.Mat)
        d: pl.Tile[[128, 64], pl.FP32, pl.Mem.Acc] = pl.matmul(cb, em)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[272, 32], pl.FP16], b: pl.Tensor[[32, 416], pl.FP16],
             a2: pl.Tensor[[256, 384], pl.FP16], b2: pl.Tensor[[384, 256], pl.FP16],
             a3: pl.Tensor[[128, 64], pl.BF16], b3: pl.Tensor[[64, 512], pl.BF16],
             e: pl.Tensor[[512, 64], pl.BF16],
             c: pl.Out[pl.Tensor[[272, 416], pl.FP32]], c2: pl.Out[pl.Tensor[[256, 256], pl.FP32]],
             d: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        c = self.full_k(a, b, c)
        c2 = self.split_k(a2, b2, c2)
        d = self.chain(a3, b3, e, d)
        return d
