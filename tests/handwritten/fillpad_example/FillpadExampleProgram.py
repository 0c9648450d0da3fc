# examples/language/beginner/fillpad_example.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class FillpadExampleProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def fillpad_kernel(
        self,
        input_tensor: pl.Tensor[[128, 128], pl.FP32],
        output: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        """Load tile, apply fillpad, then store.

        This kernel demonstrates the basic fillpad pattern:
        1. Load a tile from the input tensor
        2. Apply fillpad to ensure all elements are valid
        3. Perform an operation (here, add with self)
        4. Store the result
        """
        tile: pl.Tile[[128, 128], pl.FP32] = pl.load(
            input_tensor, offsets=[0, 0], shapes=[128, 128]
        )
        padded_tile: pl.Tile[[128, 128], pl.FP32] = pl.fillpad(tile)
        result_tile: pl.Tile[[128, 128], pl.FP32] = pl.add(padded_tile, padded_tile)
        out: pl.Tensor[[128, 128], pl.FP32] = pl.store(
            result_tile, offsets=[0, 0], output_tensor=output
        )
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        input_tensor: pl.Tensor[[128, 128], pl.FP32],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        """Orchestrate the fillpad kernel execution."""
        output: pl.Tensor[[128, 128], pl.FP32] = pl.create_tensor([128, 128], dtype=pl.FP32)
        output = self.fillpad_kernel(input_tensor, output)
        return output
