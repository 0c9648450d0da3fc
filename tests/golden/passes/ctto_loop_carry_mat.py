# ptoc: opt --passes=convert_tensor_to_tile_ops
# Two loops that read what they carry as a matmul operand.  The first carries a tensor
# and reads a window of it as the left operand (a Mat load) while its body yields the
# matmul's Acc tile: the carry is a Mat tile loaded from w before the loop, the window a
# view of it, and each trip moves its Acc result to Mat (w2__tile_mat).  The second
# carries that result in Acc (its init a matmul) and multiplies it again: the Acc
# operand is moved to Mat first (acc_mat), the only memory a move out of Acc
# reaches that a matmul reads.
import pypto.language as pl


@pl.program
class LoopCarryMat:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, w: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        for i, (wi,) in pl.range(2, init_values=(w,)):
            s: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.slice(wi, [16, 16], [0, 0])
            w2: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul(s, b)
            w_rv: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(w2)
        acc0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul(w_rv, b)
        for j, (acc,) in pl.range(2, init_values=(acc0,)):
            acc2: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul(acc, b)
            acc_rv: pl.Tensor[[16, 16], pl.FP32] = pl.yield_(acc2)
        return acc_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, w: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        r: pl.Tensor[[16, 16], pl.FP32] = self.main_incore_0(w, b)
        return r
