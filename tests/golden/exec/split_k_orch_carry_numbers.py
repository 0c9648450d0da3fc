# ptoc: run --backend 910B --in 0=iota --in 1=const:1 --print 2
# Split-K written the natural way: the orchestration loop carries the
# accumulator tensor between its trips, each trip a CORE_GROUP scope that
# starts the sum with pl.matmul (k == 0) or adds its K block with
# pl.matmul_acc.  The accumulator lives in GM between trips, so the kernel
# loads it; on A2/A3 nothing but a matmul writes Acc, so InferTileMemorySpace
# computes the block's product alone and adds the loaded accumulator in Vec.
# a [16, 128] is iota (a[i, k] = 128 i + k), b [128, 32] is all ones: every
# element of row i of c is sum over k of a[i, k] = 128 * 128 i + 127 * 128 / 2
# = 16384 i + 8128 (row 0: 8128, row 1: 24512, row 15: 253888), each of the
# four K blocks adding its share (block q: 4096 i + 1024 q + 496).
import pypto.language as pl


@pl.program
class SplitKOrchCarry:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        b: pl.Tensor[[128, 32], pl.FP32],
        c: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        acc = pl.create_tensor([16, 32], dtype=pl.FP32)
        for k in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                x = pl.slice(a, [16, 32], [0, k * 32])
                y = pl.slice(b, [32, 32], [k * 32, 0])
                if k == 0:
                    acc = pl.matmul(x, y)
                else:
                    acc = pl.matmul_acc(acc, x, y)
        with pl.at(level=pl.Level.CORE_GROUP):
            c = pl.assemble(c, acc, [0, 0])
        return c
