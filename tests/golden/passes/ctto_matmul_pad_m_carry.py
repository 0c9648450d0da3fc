# ptoc: opt --passes=convert_tensor_to_tile_ops
# A tensor-level matmul whose lhs (M = 8) is a loop carry, not a tensor its bridge loads: the
# tensor the carry starts from is loaded at the top into a [16, 64] Vec tile with 8 valid rows,
# so the carry, the vector ops on it and the matmul's Mat / Left / Acc tiles are whole 16-row
# fractal boxes and the 8 real rows flow on as the valid rows (the reference pads a tensor-level
# matmul's M, ops-and-backends 4.4).  The pad follows the lhs back through the shape-keeping add
# and the carry to the tensor it starts from; the store writes the 8 valid rows.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[8, 64], pl.FP32], w: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[8, 64], pl.FP32]:
        for k, (acc,) in pl.range(2, init_values=(x,)):
            bumped: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.adds(acc, 1.0)
            prod: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.matmul(bumped, w, a_trans=False, b_trans=False, c_matrix_nz=False)
            res: pl.Tensor[[8, 64], pl.FP32] = pl.yield_(prod)
        return res
