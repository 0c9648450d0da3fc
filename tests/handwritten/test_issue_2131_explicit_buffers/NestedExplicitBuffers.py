# tests/ut/codegen/test_issue_2131_explicit_buffers.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class NestedExplicitBuffers:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel(
        self,
        source: pl.Tensor[[64, 256], pl.BF16],
        out: pl.Tensor[[32, 256], pl.FP32],
    ):
        l1_buffers = pl.create_tile_buffers(2, [32, 256], pl.BF16, pl.Mem.Mat)
        l0b_buffers = pl.create_tile_buffers(2, [32, 128], pl.BF16, pl.Mem.Right)
        l0c_buffers = pl.create_tile_buffers(2, [16, 128], pl.FP32, pl.Mem.Acc)
        lhs = pl.create_tile([16, 32], pl.BF16, pl.Mem.Left)

        for stack in pl.pipeline(0, 2, 1, stage=2):
            l1_slot = l1_buffers[stack % 2]
            l1_value = pl.load(
                source,
                [stack * 32, 0],
                [32, 256],
                target_memory=pl.Mem.Mat,
                out=l1_slot,
            )
            for col in pl.pipeline(0, 256, 128, stage=2):
                l0_index: pl.Scalar[pl.INDEX] = (col // 128) % 2
                l0b_slot = l0b_buffers[l0_index]
                l0c_slot = l0c_buffers[l0_index]
                right = pl.tile.extract(
                    l1_value,
                    0,
                    col,
                    [32, 128],
                    target_memory=pl.Mem.Right,
                    out=l0b_slot,
                )
                acc = pl.tile.matmul(lhs, right, out=l0c_slot)
                pl.tile.store(acc, [stack * 16, col], out)
                pl.tile.release(l0b_slot)
                pl.tile.release(l0c_slot)
            pl.tile.release(l1_slot)
