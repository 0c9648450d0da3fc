# tests/ut/ir/transforms/test_memory_reuse.py::TestTopDownRetargeter::test_retargeter_declines_when_target_still_live (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        init_0: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64]
        )
        for _i, (acc_0,) in pl.range(0, 4, init_values=(init_0,)):
            tmp: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc_0, acc_0)
            # `other` reads acc_0 AFTER tmp is written. If the
            # retargeter retyped tmp onto acc_0's buffer here, the
            # subsequent read of acc_0 would see the already-
            # clobbered value. So the retargeter must decline.
            other: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.mul(tmp, acc_0)
            _use: pl.Tensor[[64, 64], pl.FP32] = pl.store(other, [0, 0], output)
            loop_out = pl.yield_(tmp)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(loop_out, [0, 0], output)
        return result
