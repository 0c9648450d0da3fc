# ptoc: run --in 0=iota --in 1=const:1 --print 2
# A split-K product over three K steps of 16 whose tensor-level matmul_acc
# overwrites the accumulator on the second step (init_cond=k == 1) and
# accumulates on the others, so the first step's product is dropped.
# a[r][k] = 48r + k and b is all ones: out[r][c] = sum over k = 16..47 of
# (48r + k) = 1536r + 1008, row 0 1008, row 1 2544, row 15 24048.  Ignoring the
# predicate would sum all three steps (1128 in row 0), and overwriting on
# every step would keep the last only (680).
import pypto.language as pl


@pl.program
class TensorMatmulAccInitCond:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 48], pl.FP32],
        b: pl.Tensor[[48, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.create_tensor([16, 16], dtype=pl.FP32)
            for k in pl.range(3):
                acc = pl.matmul_acc(
                    acc,
                    pl.slice(a, [16, 16], [0, k * 16]),
                    pl.slice(b, [16, 16], [k * 16, 0]),
                    init_cond=k == 1,
                )
            out = pl.assemble(out, acc, [0, 0])
        return out
