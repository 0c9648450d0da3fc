# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::_dsa_fragmentation_program (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def issue_1908_fragmentation(
        self,
        large_input: pl.Tensor[[128, 128], pl.FP32],
        left_input: pl.Tensor[[64, 128], pl.FP32],
        right_input: pl.Tensor[[64, 128], pl.FP32],
        large_output: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
        output: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        producer: pl.Tile[[128, 128], pl.FP32] = pl.load(large_input, [0, 0], [128, 128])
        _stored = pl.store(producer, [0, 0], large_output)
        left: pl.Tile[[64, 128], pl.FP32] = pl.load(left_input, [0, 0], [64, 128])
        right: pl.Tile[[64, 128], pl.FP32] = pl.load(right_input, [0, 0], [64, 128])
        combined: pl.Tile[[64, 128], pl.FP32] = pl.add(left, right)
        result = pl.store(combined, [0, 0], output)
        return result
