# examples/ir_parser/orchestration_example.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class ExampleOrchProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_add(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP32] = pl.add(a_tile, b_tile)
        output_new: pl.Tensor[[16, 16], pl.FP32] = pl.store(result, [0, 0], output)
        return output_new

    @pl.function(type=pl.FunctionType.InCore)
    def kernel_add_scalar(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        scalar: pl.Scalar[pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        x: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP32] = pl.add(x, scalar)
        output_new: pl.Tensor[[16, 16], pl.FP32] = pl.store(result, [0, 0], output)
        return output_new

    @pl.function(type=pl.FunctionType.InCore)
    def kernel_mul(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [0, 0], [16, 16])
        b_tile: pl.Tile[[16, 16], pl.FP32] = pl.load(b, [0, 0], [16, 16])
        result: pl.Tile[[16, 16], pl.FP32] = pl.mul(a_tile, b_tile)
        output_new: pl.Tensor[[16, 16], pl.FP32] = pl.store(result, [0, 0], output)
        return output_new

    @pl.function(type=pl.FunctionType.Orchestration)
    def BuildExampleGraph(
        self,
        a: pl.Tensor[[16, 16], pl.FP32],
        b: pl.Tensor[[16, 16], pl.FP32],
        f_result: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        # Task 0: c = a + b (call kernel_add with output buffer c)
        c: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        c = self.kernel_add(a, b, c)

        # Task 1: d = c + 1 (call kernel_add_scalar with output buffer d)
        d: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        d = self.kernel_add_scalar(c, 1.0, d)  # type: ignore[reportArgumentType]

        # Task 2: e = c + 2 (call kernel_add_scalar with output buffer e)
        e: pl.Tensor[[16, 16], pl.FP32] = pl.create_tensor([16, 16], dtype=pl.FP32)
        e = self.kernel_add_scalar(c, 2.0, e)  # type: ignore[reportArgumentType]

        # Task 3: f = d * e (call kernel_mul with output buffer)
        f_result = self.kernel_mul(d, e, f_result)
        return f_result
