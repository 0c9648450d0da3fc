# ptoc: print
# Print -> parse cases of the reference's printer tests
# (tests/ut/ir/printing/test_python_printer.py): pl.reinterpret_view prints as
# pl.tensor/tile.reinterpret_view(data, dtype=..., shape=...) with its attrs; an
# INT64 constant keeps pl.const(0, pl.INT64); a pure-constant composite dim
# prints pl.const leaves (never a bare 32 + 32) and composite dims over a
# variable print as written; generic call attrs (arg_direction_overrides, also
# empty) are kept.
import pypto.language as pl


@pl.program
class ReinterpretViews:
    @pl.function(type=pl.FunctionType.InCore)
    def tensor_auto(self, data: pl.Tensor[[8, 16], pl.FP32]) -> pl.Tensor[[8, 32], pl.INT16]:
        return pl.reinterpret_view(data, pl.INT16)

    @pl.function(type=pl.FunctionType.InCore)
    def tensor_explicit(self, data: pl.Tensor[[8, 16], pl.FP32]) -> pl.Tensor[[4, 64], pl.INT16]:
        return pl.reinterpret_view(data, pl.INT16, shape=[4, 64])

    @pl.function(type=pl.FunctionType.InCore)
    def tile_auto(self, data: pl.Tile[[8, 16], pl.FP32]) -> pl.Tile[[8, 32], pl.INT16]:
        return pl.reinterpret_view(data, pl.INT16)

    @pl.function(type=pl.FunctionType.InCore)
    def tile_explicit(self, data: pl.Tile[[8, 16], pl.FP32]) -> pl.Tile[[4, 64], pl.INT16]:
        return pl.reinterpret_view(
            data,
            pl.INT16,
            shape=[4, 64],
            attrs={"pipeline_membership": "0:1"},
        )

    @pl.function
    def main(self, out: pl.Tensor[[8], pl.INT64]):
        for i in pl.range(0, 8):
            pl.tensor.write(out, [i], pl.const(0, pl.INT64))

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return b

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        r: pl.Tensor[[16, 16], pl.FP32] = self.kernel(a, b, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing], "arg_direction_overrides": [1]})
        r2: pl.Tensor[[16, 16], pl.FP32] = self.kernel(a, b, attrs={"arg_direction_overrides": []})
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def dims(self, input_x: pl.Tensor[[64, 64], pl.FP32], output_x: pl.Out[pl.Tensor[[64, 64], pl.FP32]], m: pl.Scalar[pl.INDEX]):
        tile_a = pl.tile.load(input_x, [0, 0], [pl.const(32, pl.INDEX) + pl.const(32, pl.INDEX), 64])
        tile_b = pl.tile.load(input_x, [0, 0], [m * 2, 64])
        tile_c = pl.tile.load(input_x, [0, 0], [m + m * 2, 64])
        tile_d = pl.tile.load(input_x, [0, 0], [m // 4, 64])
