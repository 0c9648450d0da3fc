# ptoc: compile --backend 910B --emit=orchestration
# The reference's orchestration codegen tests of a mixed kernel under pl.spmd whose
# output is also its first input (test_spmd_scope_tid_codegen): the Spmd wrapper
# takes `out` once, the Group it calls twice, so the Group's parameters reach the
# orchestration arguments through the wrapper's call of the Group, not by position.
# Both lanes of the aliased buffer are ext_out; b and bias are added once each.  The
# second pair of launches is the captured form: the consumer depends on the
# producer's task id and aliases the producer's output on both lanes.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a_l1 = pl.load(a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_b_l1 = pl.load(b, [0, 0], [64, 64], target_memory=pl.MemorySpace.Mat)
        tile_a_l0a = pl.move(tile_a_l1, target_memory=pl.MemorySpace.Left)
        tile_b_l0b = pl.move(tile_b_l1, target_memory=pl.MemorySpace.Right)
        tile_mm = pl.matmul(tile_a_l0a, tile_b_l0b)
        tile_out = pl.add(tile_mm, pl.load(bias, [0, 0], [64, 64]))
        return pl.store(tile_out, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        bias: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.spmd(4):
            # `out` is both the input (param a) and the output (param out)
            out = self.kernel(out, b, bias, out)
        with pl.spmd(4, sync_start=True) as tid0:
            out = self.kernel(a, b, bias, out)
        with pl.spmd(4, deps=[tid0]) as tid1:
            out = self.kernel(out, b, bias, out)
        return out
