# ptoc: run --backend 910B --memory-planner ptoas --in 0={dir}/split_k_if_matmul_ptoas_numbers_a.npy --in 1={dir}/split_k_if_matmul_ptoas_numbers_b.npy --print 2
# Split-K with the first trip's matmul and the later trips' matmul_acc in the
# two branches of an if, in a CORE_GROUP scope.  The if result (a [17, 24]
# valid compact tile) is hoisted into the prologue and yielded to the loop
# carry, whose type is the full [32, 32] tile of the same Acc buffer; under the
# ptoas planner (no baked addresses) the carry is emitted as a pto.treshape of
# the if result's handle, not an alloc of its own, so the second trip's
# matmul_acc accumulates onto the first trip's product.
# a[i, k] = i + 1 for k < 128 and 2 (i + 1) for k >= 128, b[k, j] = j + 1
# (FP16): out[i, j] = 384 (i + 1) (j + 1) for i < 17, j < 24, else 0 (only the
# second trip's half would be 256 (i + 1) (j + 1)).
import pypto.language as pl


@pl.program
class SplitKIfMatmul:
    @pl.function(type=pl.FunctionType.Orchestration)
    def split_k(
        self,
        a: pl.Tensor[[17, 256], pl.FP16],
        b: pl.Tensor[[256, 24], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc = pl.create_tensor([32, 32], dtype=pl.FP32)
            for k in pl.range(0, 256, 128):
                av = pl.slice(a, [32, 128], [0, k], valid_shape=[17, 128], clamp=True)
                bv = pl.slice(b, [128, 32], [k, 0], valid_shape=[128, 24], clamp=True)
                if k == 0:
                    acc = pl.matmul(av, bv, out_dtype=pl.FP32)
                else:
                    acc = pl.matmul_acc(acc, av, bv)
            out = pl.assemble(out, acc, [0, 0])
        return out
