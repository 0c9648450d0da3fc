# tests/ut/codegen/test_explicit_tile_buffers.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ExplicitAccBuffers:
    @pl.function(type=pl.FunctionType.AIC)
    def kernel(self):
        buffers = pl.create_tile_buffers(2, [16, 128], pl.FP32, pl.Mem.Acc)
        slot = buffers[1]
        lhs = pl.create_tile([16, 32], pl.BF16, pl.Mem.Left)
        rhs = pl.create_tile([32, 128], pl.BF16, pl.Mem.Right)
        _result = pl.tile.matmul(lhs, rhs, out=slot)
